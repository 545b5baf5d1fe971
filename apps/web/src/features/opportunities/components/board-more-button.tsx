import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useLoadMoreBoardCards } from '../api/load-more-board-cards.ts';
import type { OpportunityBoardParams } from '../api/opportunity-board.ts';

interface BoardMoreButtonProps {
  boardQuery: OpportunityBoardParams;
  stateId: number;
  /** Cards the column shows. */
  shown: number;
  /** Matching cards not shown yet. */
  remaining: number;
}

/** Under a column with more matches than cards: "Mostra altre (N)" appends the next ones. */
export function BoardMoreButton({ boardQuery, stateId, shown, remaining }: BoardMoreButtonProps) {
  const more = useLoadMoreBoardCards(boardQuery);
  return (
    <>
      <Button
        size="small"
        variant="text"
        disabled={more.isPending}
        aria-busy={more.isPending}
        startIcon={more.isPending ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
        onClick={() => more.mutate({ stateId, shown })}
        sx={{ alignSelf: 'center' }}
      >
        Mostra altre ({remaining})
      </Button>
      {more.isError && (
        <Typography role="alert" variant="caption" color="error" sx={{ textAlign: 'center' }}>
          Impossibile caricare altre opportunità. Riprova tra poco.
        </Typography>
      )}
    </>
  );
}
