import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DASHBOARD_WIDGET_LABELS, type DashboardWidgetKey } from '@officina/contracts';
import { useEffect, useId, useRef } from 'react';
import { defaultLayout, type LayoutItem, moveItem, toggleHidden } from '../utils/layout.ts';

interface LayoutDialogProps {
  open: boolean;
  onClose: () => void;
  /** The layout as drawn (normalised). */
  items: readonly LayoutItem[];
  /**
   * Each change is saved at once (the dashboard follows behind the dialog). Given as a function of the
   * latest layout, so quick presses each count even before the previous one is drawn.
   */
  onChange: (update: (items: readonly LayoutItem[]) => LayoutItem[]) => void;
  /** Widgets the user may not see (null in GET /dashboard): listed, marked as unavailable. */
  unavailable?: ReadonlySet<DashboardWidgetKey>;
}

type Focus = { key: DashboardWidgetKey; direction: 'up' | 'down' } | null;

/**
 * "Personalizza la dashboard": the widgets in order, each with a switch (shown or hidden) and
 * "Sposta su" / "Sposta giù"; "Ripristina predefiniti" brings back every widget in the default order.
 * After a move the focus stays on the moved widget's button (or its other one at either end).
 */
export function LayoutDialog({ open, onClose, items, onChange, unavailable }: LayoutDialogProps) {
  const titleId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const pendingFocus = useRef<Focus>(null);

  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    const index = items.findIndex((item) => item.key === focus.key);
    const atEdge = focus.direction === 'up' ? index === 0 : index === items.length - 1;
    const direction = atEdge ? (focus.direction === 'up' ? 'down' : 'up') : focus.direction;
    buttons.current.get(`${focus.key}-${direction}`)?.focus();
  }, [items]);

  const move = (key: DashboardWidgetKey, direction: 'up' | 'down') => {
    pendingFocus.current = { key, direction };
    onChange((latest) => moveItem(latest, key, direction === 'up' ? -1 : 1));
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Personalizza la dashboard</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Scegli quali widget vedere e in che ordine. Le modifiche si salvano subito.
        </Typography>
        <List aria-label="Widget della dashboard">
          {items.map((item, index) => {
            const label = DASHBOARD_WIDGET_LABELS[item.key];
            return (
              <ListItem
                key={item.key}
                divider
                disableGutters
                sx={{ gap: 0.5 }}
                data-testid={`layout-${item.key}`}
              >
                <Switch
                  checked={!item.hidden}
                  onChange={() => onChange((latest) => toggleHidden(latest, item.key))}
                  slotProps={{ input: { 'aria-label': `Mostra «${label}»` } }}
                />
                <Typography
                  sx={{ flex: 1, minWidth: 0 }}
                  color={item.hidden ? 'text.secondary' : 'text.primary'}
                >
                  {label}
                  {unavailable?.has(item.key) && (
                    <Typography
                      component="span"
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      Non disponibile con i tuoi permessi
                    </Typography>
                  )}
                </Typography>
                <Tooltip title="Sposta su">
                  <span>
                    <IconButton
                      ref={(node) => {
                        buttons.current.set(`${item.key}-up`, node);
                      }}
                      aria-label={`Sposta su «${label}»`}
                      disabled={index === 0}
                      onClick={() => move(item.key, 'up')}
                    >
                      <ArrowUpwardOutlined />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Sposta giù">
                  <span>
                    <IconButton
                      ref={(node) => {
                        buttons.current.set(`${item.key}-down`, node);
                      }}
                      aria-label={`Sposta giù «${label}»`}
                      disabled={index === items.length - 1}
                      onClick={() => move(item.key, 'down')}
                    >
                      <ArrowDownwardOutlined />
                    </IconButton>
                  </span>
                </Tooltip>
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onChange(() => defaultLayout())}>Ripristina predefiniti</Button>
        <Button variant="contained" onClick={onClose}>
          Chiudi
        </Button>
      </DialogActions>
    </Dialog>
  );
}
