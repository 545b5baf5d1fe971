import { SEARCH_KIND_LABELS, SEARCH_MIN_LENGTH, type SearchGroup, type SearchHit } from '@officina/contracts';
import type { ElementType } from 'react';
import { fold, matchesAll } from '../../../lib/locale/fold.ts';

/** A command of the palette, composed by the app (quick create, timer, "Vai a …"). */
export interface PaletteAction {
  id: string;
  label: string;
  /** Its heading: "Azioni rapide" or "Vai a". */
  group: string;
  /** More words it answers to ("crea", "aggiungi"…), besides its label. */
  keywords?: readonly string[];
  icon?: ElementType;
  run: () => void;
}

export type PaletteOption =
  | { id: string; type: 'hit'; hit: SearchHit }
  | { id: string; type: 'action'; action: PaletteAction }
  | { id: string; type: 'all' };

export interface PaletteSection {
  key: string;
  label: string;
  options: PaletteOption[];
}

/** How many actions show beside the search results while typing. */
export const MAX_ACTIONS_WHILE_TYPING = 6;

/** Whether a query is long enough to ask the server (the server answers no groups below it). */
export const searchable = (query: string) => fold(query.trim()).length >= SEARCH_MIN_LENGTH;

/** The actions whose label or keywords hold every word of the query (accent-insensitive). */
export function filterActions(actions: readonly PaletteAction[], query: string): PaletteAction[] {
  return actions.filter((action) => matchesAll([action.label, ...(action.keywords ?? [])], query));
}

function actionSections(actions: readonly PaletteAction[]): PaletteSection[] {
  const sections: PaletteSection[] = [];
  for (const action of actions) {
    const option: PaletteOption = { id: `action-${action.id}`, type: 'action', action };
    const section = sections.find((s) => s.key === `actions-${action.group}`);
    if (section) section.options.push(option);
    else sections.push({ key: `actions-${action.group}`, label: action.group, options: [option] });
  }
  return sections;
}

/**
 * What the palette lists: with no query, every action; while typing, the server's groups of records
 * (in its order), then the actions that match, then "Mostra tutti i risultati".
 */
export function paletteSections(
  query: string,
  groups: readonly SearchGroup[],
  actions: readonly PaletteAction[],
): { sections: PaletteSection[]; showAll: PaletteOption | null } {
  if (query.trim() === '') return { sections: actionSections(actions), showAll: null };
  const results: PaletteSection[] = groups
    .filter((group) => group.items.length > 0)
    .map((group) => ({
      key: `kind-${group.kind}`,
      label: SEARCH_KIND_LABELS[group.kind] ?? group.label,
      options: group.items.map((hit) => ({ id: `hit-${hit.kind}-${hit.id}`, type: 'hit' as const, hit })),
    }));
  const matching = filterActions(actions, query).slice(0, MAX_ACTIONS_WHILE_TYPING);
  return {
    sections: [...results, ...actionSections(matching)],
    showAll: searchable(query) ? { id: 'show-all', type: 'all' } : null,
  };
}

/** Every option in the order ArrowDown walks them. */
export function flattenOptions(sections: readonly PaletteSection[], showAll: PaletteOption | null) {
  const options = sections.flatMap((section) => section.options);
  return showAll ? [...options, showAll] : options;
}
