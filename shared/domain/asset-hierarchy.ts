/**
 * Folder uploads (000 7.3 'hierarchy'): the browser sends each file's path relative to the dropped or chosen folder
 * (`webkitRelativePath`, e.g. 'Summer/Social/square.png'); every folder on the way becomes a parent asset and each file
 * the child of its folder. Pure: the paths in, the folders (parents before children) and each file's folder out.
 */
import { hasOnlyNameCharacters, normaliseName } from './names';

/** How deep a folder upload may nest (ours; the spec shows none). */
export const FOLDER_MAX_DEPTH = 10;
/** Folder assets have no content; they carry the conventional directory type. */
export const FOLDER_MIME = 'inode/directory';
export const FOLDER_FORMAT = 'folder';
export const isFolderAsset = (a: { mimeType: string }) => a.mimeType === FOLDER_MIME;

/** The path's parts, or null when it is not a plain relative path (absolute, empty, '.' or '..' parts, too deep). */
export function pathParts(path: string): string[] | null {
  if (!path || path.startsWith('/') || path.includes('\\')) return null;
  const parts = path.split('/').map(normaliseName);
  if (parts.some((p) => !p || p === '.' || p === '..' || !hasOnlyNameCharacters(p))) return null;
  return parts.length - 1 > FOLDER_MAX_DEPTH ? null : parts;
}

/** A file's folder path ('' at the top). */
export const folderOf = (parts: readonly string[]) => parts.slice(0, -1).join('/');

/** Every folder the files sit in, each once, parents before their children. */
export function foldersOf(paths: readonly (readonly string[])[]): string[] {
  const folders = new Set<string>();
  for (const parts of paths) for (let depth = 1; depth < parts.length; depth++) folders.add(parts.slice(0, depth).join('/'));
  return [...folders].sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
}

/** The folder a folder sits in ('' at the top). */
export const parentFolder = (folder: string) => (folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : '');
export const folderName = (folder: string) => folder.slice(folder.lastIndexOf('/') + 1);
