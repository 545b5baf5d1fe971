import Avatar, { type AvatarProps } from '@mui/material/Avatar';

/** The first letters of a person's first two names ("Mario Rossi" → "MR"). */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** A colleague's avatar: their initials in a circle (chips, member lists, board cards). */
export function UserAvatar({ name, ...props }: { name: string } & Omit<AvatarProps, 'children'>) {
  return <Avatar {...props}>{initials(name)}</Avatar>;
}
