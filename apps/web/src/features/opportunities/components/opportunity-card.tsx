import DragIndicator from '@mui/icons-material/DragIndicator';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { OpportunityCard as Card, Lookup } from '@officina/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LookupMenuItem } from '../../../components/lookup-menu-item.tsx';
import { formatDate, formatEuro } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';

export const CARD_MIME = 'application/x-officina-opportunity';

interface OpportunityCardProps {
  card: Card;
  states: readonly Lookup[];
  /** Dragging and the "Cambia stato" menu, when the user may change states. */
  canMove: boolean;
  onMove: (card: Card, stateId: number) => void;
}

/**
 * A card of the board: drag it to another column (HTML5 drag and drop), or, from the keyboard, open
 * "Cambia stato" and pick the state; both open the change-status dialog.
 */
export function OpportunityCard({ card, states, canMove, onMove }: OpportunityCardProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dragging, setDragging] = useState(false);
  return (
    <Paper
      variant="outlined"
      data-testid="opportunity-card"
      data-number={card.number}
      draggable={canMove}
      onDragStart={(event) => {
        event.dataTransfer.setData(CARD_MIME, String(card.id));
        event.dataTransfer.setData('text/plain', card.number);
        event.dataTransfer.effectAllowed = 'move';
        setDragging(true);
      }}
      onDragEnd={() => setDragging(false)}
      sx={{
        p: 1.5,
        cursor: canMove ? 'grab' : 'default',
        opacity: dragging ? 0.5 : 1,
        transition: 'box-shadow 120ms',
        '&:hover': { boxShadow: 2 },
      }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        {canMove && (
          <DragIndicator fontSize="small" sx={{ color: 'text.disabled', mt: 0.25, ml: -0.5 }} aria-hidden />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {card.number}
          </Typography>
          <Link
            component={RouterLink}
            to={paths.opportunityDetail.build(card.id)}
            draggable={false}
            underline="hover"
            color="text.primary"
            sx={{ display: 'block', fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {card.title}
          </Link>
          <Typography variant="body2" color="text.secondary" noWrap title={card.client_name ?? undefined}>
            {card.client_name}
          </Typography>
        </Box>
        {canMove && (
          <Tooltip title="Cambia stato">
            <IconButton
              size="small"
              aria-label={`Cambia stato di ${card.number}`}
              aria-haspopup="menu"
              onClick={(event) => setAnchor(event.currentTarget)}
              sx={{ mt: -0.5, mr: -0.5 }}
            >
              <SwapHorizOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mt: 1 }}>
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {formatEuro(card.total_cents)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {card.probability} %{card.expected_close_on && ` · ${formatDate(card.expected_close_on)}`}
        </Typography>
      </Stack>
      {card.owner_name && (
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {card.owner_name}
        </Typography>
      )}
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {states
          .filter((state) => state.id !== card.state_id)
          .map((state) => (
            <LookupMenuItem
              key={state.id}
              option={state}
              onClick={() => {
                setAnchor(null);
                onMove(card, state.id);
              }}
            />
          ))}
      </Menu>
    </Paper>
  );
}
