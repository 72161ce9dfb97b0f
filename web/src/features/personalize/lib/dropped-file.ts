/**
 * A file dropped on a media cell is checked before its editor opens (001 2 'Cells'; 001 5): image cells take image/*
 * only, video cells video/* or a GIF; above the 2 GB asset limit or unreadable, the spec's messages.
 */
import { ASSET_MAX_BYTES } from '@shared/constants';
import { MESSAGES } from '@shared/messages';

export type MediaKind = 'image' | 'video';

export function acceptsType(kind: MediaKind, type: string): boolean {
  if (kind === 'image') return type.startsWith('image/');
  return type.startsWith('video/') || type === 'image/gif';
}

/** The `accept` attribute of the cell's file input. */
export const acceptAttribute = (kind: MediaKind) => (kind === 'image' ? 'image/*' : 'video/*,image/gif');

/** null when the file may go to the editor, else the message to show. */
export async function droppedFileProblem(kind: MediaKind, file: Pick<File, 'type' | 'size' | 'slice'>): Promise<string | null> {
  if (!acceptsType(kind, file.type)) return MESSAGES.assetInvalidFormat;
  if (file.size > ASSET_MAX_BYTES) return MESSAGES.assetTooLarge;
  if (file.size === 0) return MESSAGES.assetProcessFailed;
  try {
    // a file the browser cannot read (moved, no permission) fails here, not halfway through an upload
    await file.slice(0, 16).arrayBuffer();
  } catch {
    return MESSAGES.assetProcessFailed;
  }
  return null;
}
