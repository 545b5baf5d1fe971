import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { OpportunityBoard as Board, OpportunityCard as Card } from '@officina/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { opportunityKeys } from '../../../lib/entities/opportunities.ts';
import { formatEuro } from '../../../lib/locale/format.ts';
import type { OpportunityBoardParams } from '../api/opportunity-board.ts';
import { moveCard } from '../utils/board.ts';
import { BoardMoreButton } from './board-more-button.tsx';
import { ChangeStatusDialog } from './change-status-dialog.tsx';
import { CARD_MIME, OpportunityCard } from './opportunity-card.tsx';

interface OpportunityBoardProps {
  board: Board | undefined;
  /** The query the board was loaded with (to move and append cards in the cache at once). */
  query: OpportunityBoardParams;
  canMove: boolean;
  error: boolean;
}

interface Pending {
  card: Card;
  stateId: number;
}

/** The kanban: one column per state with count, total and probability-weighted total. */
export function OpportunityBoard({ board, query, canMove, error }: OpportunityBoardProps) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const cards = new Map(
    board?.columns.flatMap((column) => column.cards.map((card) => [card.id, card])) ?? [],
  );
  const states = board?.columns.map((column) => column.state) ?? [];

  if (error) return <Alert severity="error">Impossibile caricare la bacheca. Riprova tra poco.</Alert>;
  if (!board) {
    return (
      <Stack direction="row" spacing={2} aria-busy="true" sx={{ overflow: 'hidden' }}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" width={280} height={420} sx={{ flexShrink: 0 }} />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <Box
        role="list"
        aria-label="Bacheca opportunità per stato"
        sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 1, alignItems: 'flex-start' }}
      >
        {board.columns.map((column) => {
          const color = column.state.color ?? '#9e9e9e';
          return (
            <Paper
              key={column.state.id}
              role="listitem"
              aria-label={`${column.state.name}: ${column.count} opportunità`}
              data-testid={`board-column-${column.state.key}`}
              variant="outlined"
              onDragOver={(event) => {
                if (!canMove || !event.dataTransfer.types.includes(CARD_MIME)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                if (over !== column.state.id) setOver(column.state.id);
              }}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
              }}
              onDrop={(event) => {
                event.preventDefault();
                setOver(null);
                const card = cards.get(Number(event.dataTransfer.getData(CARD_MIME)));
                if (card && card.state_id !== column.state.id) setPending({ card, stateId: column.state.id });
              }}
              sx={(theme) => ({
                flex: '1 0 240px',
                maxWidth: 340,
                bgcolor: over === column.state.id ? alpha(color, 0.12) : 'background.default',
                borderTop: `4px solid ${color}`,
                outline: over === column.state.id ? `2px dashed ${alpha(color, 0.8)}` : 'none',
                transition: theme.transitions.create('background-color'),
              })}
            >
              <Box sx={{ p: 1.5, pb: 1 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                  <Typography variant="h3" component="h2" sx={{ fontSize: 16 }}>
                    {column.state.name}
                  </Typography>
                  <Box
                    component="span"
                    aria-label={`${column.count} opportunità`}
                    sx={{
                      px: 1,
                      borderRadius: 8,
                      bgcolor: alpha(color, 0.16),
                      fontWeight: 600,
                      fontSize: 13,
                    }}
                  >
                    {column.count}
                  </Box>
                </Stack>
                <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', mt: 0.5 }}>
                  {formatEuro(column.total_cents)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Ponderato {formatEuro(column.weighted_cents)}
                </Typography>
              </Box>
              <Stack spacing={1} sx={{ p: 1, pt: 0, minHeight: 120 }}>
                {column.cards.map((card) => (
                  <OpportunityCard
                    key={card.id}
                    card={card}
                    states={states}
                    canMove={canMove}
                    onMove={(moved, stateId) => setPending({ card: moved, stateId })}
                  />
                ))}
                {column.cards.length === 0 && (
                  <Typography variant="body2" color="text.disabled" sx={{ textAlign: 'center', py: 3 }}>
                    {canMove ? 'Trascina qui un’opportunità' : 'Nessuna opportunità'}
                  </Typography>
                )}
                {column.count > column.cards.length && (
                  <BoardMoreButton
                    boardQuery={query}
                    stateId={column.state.id}
                    shown={column.cards.length}
                    remaining={column.count - column.cards.length}
                  />
                )}
              </Stack>
            </Paper>
          );
        })}
      </Box>
      {pending && (
        <ChangeStatusDialog
          opportunity={{ ...pending.card }}
          initialStateId={pending.stateId}
          onClose={() => setPending(null)}
          onChanged={(detail) =>
            queryClient.setQueryData<Board>(opportunityKeys.board(query), (current) =>
              current ? moveCard(current, detail.opportunity.id, detail.opportunity.state_id) : current,
            )
          }
        />
      )}
    </>
  );
}
