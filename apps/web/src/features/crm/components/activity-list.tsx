import type { ActivityEntry } from '@officina/contracts';
import { ActivityTimeline } from '../../../components/activity-timeline.tsx';
import { actionVerb, changeLines } from '../../../lib/activity/change-format.ts';
import { fieldLabel, personEventText } from '../utils/activity-format.ts';

interface ActivityListProps {
  entries: readonly ActivityEntry[] | undefined;
  /** "il cliente", "la persona": what the verb acts on. */
  subject: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/**
 * A record's history: who did what and when, and each changed field old → new, in Italian (ids
 * named by the server, linked to their records). A client's entries about its persons read
 * "Persona aggiunta: Mario Rossi".
 */
export function ActivityList({ subject, ...list }: ActivityListProps) {
  return (
    <ActivityTimeline
      {...list}
      skeleton={{ rows: 3, height: 64 }}
      headline={(entry) => {
        const personEvent = personEventText(entry);
        return personEvent ? ` — ${personEvent}` : ` ${actionVerb(entry.action)} ${subject}`;
      }}
      changes={(entry) =>
        entry.action === 'created' || personEventText(entry) ? null : changeLines(entry, fieldLabel)
      }
    />
  );
}
