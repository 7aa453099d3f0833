/** The file the page sends, checked in the browser first (spec 2 §5 "Migration"). */
export type BackupFileReading = { ok: true; data: unknown } | { ok: false; message: string };

export const NO_FILE = 'Por favor selecciona un archivo';
export const NOT_JSON = 'Por favor selecciona un archivo JSON válido';
export const UNREADABLE = 'Error al procesar el archivo o conectar con el servidor';

/** Whether the chosen file is a JSON file, by its type or its name. */
export const isJsonFile = (file: Pick<File, 'name' | 'type'>) =>
  file.type === 'application/json' || file.name.toLowerCase().endsWith('.json');

export async function readBackupFile(file: File | null): Promise<BackupFileReading> {
  if (!file) return { ok: false, message: NO_FILE };
  if (!isJsonFile(file)) return { ok: false, message: NOT_JSON };
  try {
    return { ok: true, data: JSON.parse(await file.text()) };
  } catch {
    return { ok: false, message: UNREADABLE };
  }
}
