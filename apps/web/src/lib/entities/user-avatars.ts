import { myAvatarEndpoint, userAvatarEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl, callEndpoint } from '../api/api-client.ts';
import { getToken } from '../session/session-store.ts';

/** Query keys of profile pictures: whether I have one, and a user's image at a version. */
export const userAvatarKeys = {
  all: ['user_avatar'] as const,
  mine: (userId: number) => ['user_avatar', 'mine', userId] as const,
  image: (userId: number, version: string) => ['user_avatar', 'image', userId, version] as const,
};

/** GET /user/avatar: whether I have a picture and when it changed (never a 404). */
export const myAvatarQuery = (userId: number) =>
  queryOptions({
    queryKey: userAvatarKeys.mine(userId),
    queryFn: () => callEndpoint(myAvatarEndpoint, { loading: false }),
    staleTime: 5 * 60_000,
  });

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * GET /users/:id/avatar as a data URL for an <img> (the API wants the bearer, which an <img> cannot
 * send); null when the user has none.
 */
export async function fetchAvatarImage(userId: number): Promise<string | null> {
  const token = getToken();
  const response = await fetch(buildUrl(userAvatarEndpoint.path, { id: userId }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) return null;
  return asDataUrl(await response.blob());
}

/** My picture for the navbar and the profile page, or undefined while there is none (initials then). */
export function useMyAvatarImage(userId: number | undefined): string | undefined {
  const mine = useQuery({ ...myAvatarQuery(userId ?? 0), enabled: userId !== undefined });
  const version = mine.data?.has_avatar ? mine.data.updated_at : null;
  const image = useQuery({
    queryKey: userAvatarKeys.image(userId ?? 0, version ?? ''),
    queryFn: () => fetchAvatarImage(userId as number),
    enabled: userId !== undefined && version !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return version ? (image.data ?? undefined) : undefined;
}
