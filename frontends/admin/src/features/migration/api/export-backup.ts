import { type BackupDocument, backupFileName } from '@lavadero/contracts/migration';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';

/** GET /api/admin/export-all-data (admin), saved as 'respaldo-lavadero-AAAA-MM-DD.json'. */
export async function exportBackup(): Promise<void> {
  const backup = await apiRequest<BackupDocument>('GET', '/api/admin/export-all-data');
  if (!backup) throw new Error('Respuesta vacía del servidor');
  const url = URL.createObjectURL(new Blob([JSON.stringify(backup)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = backupFileName(backup.exportedAt);
  link.click();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportBackup() {
  return useMutation({ mutationFn: exportBackup });
}
