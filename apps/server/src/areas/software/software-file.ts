import { createHash } from 'node:crypto';
import { SOFTWARE_EXTENSIONS, SOFTWARE_FILE_NAME_MAX, type SoftwareExtension } from '@takt/contracts';
import { invalid } from '../../platform/errors.js';

/**
 * Spec 000 §5: an internal app's file is an .apk (Android), an .exe (Windows) or a .zip, judged
 * by its bytes as well as its name: a zip starts with a local file header (`PK\3\4`), an APK is
 * a zip holding `AndroidManifest.xml`, a Windows program starts with `MZ`.
 */

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;
const ANDROID_MANIFEST = 'AndroidManifest.xml';

export interface JudgedFile {
  name: string;
  extension: SoftwareExtension;
  sha256: string;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The names of a zip's entries, read from its central directory; null when it is not a zip. */
export function zipEntryNames(data: Buffer): string[] | null {
  if (data.length < 22 || !data.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return null;
  // The end-of-directory record is the last 22 bytes, unless a comment (at most 65 535) follows it.
  const earliest = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let at = data.length - 22; at >= earliest; at--) {
    if (data.readUInt32LE(at) === ZIP_END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < entries; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== ZIP_DIRECTORY_ENTRY) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function contentFits(extension: SoftwareExtension, data: Buffer): boolean {
  if (extension === 'exe') return data.length >= 2 && data[0] === 0x4d && data[1] === 0x5a;
  const names = zipEntryNames(data);
  if (!names) return false;
  return extension === 'zip' || names.includes(ANDROID_MANIFEST);
}

/** Checks an uploaded app file's name and bytes; answers its kind and checksum. */
export function judgeSoftwareFile(name: string, data: Buffer): JudgedFile {
  if (name.length > SOFTWARE_FILE_NAME_MAX) {
    throw invalid('software.fileNameTooLong', { max: SOFTWARE_FILE_NAME_MAX });
  }
  const extension = extensionOf(name);
  if (!(SOFTWARE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw invalid('software.fileType', { name });
  }
  const kind = extension as SoftwareExtension;
  if (!contentFits(kind, data)) throw invalid('software.fileContent', { name, extension: kind });
  return { name, extension: kind, sha256: createHash('sha256').update(data).digest('hex') };
}
