import { formatDayEs } from '@lavadero/fiscal/asuncion-day';
import { Button } from '@lavadero/ui/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@lavadero/ui/components/dialog';
import { Download, FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { toastFailure } from '../../../components/toast-failure';
import {
  buildReportCsv,
  exportFileName,
  type ReportData,
  reportSections,
  reportSheets,
} from './report-export';

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

async function downloadXlsx(data: ReportData) {
  // Loaded on demand: only someone exporting pays for the spreadsheet writer.
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  download(
    await writeXlsxFile(reportSheets(reportSections(data))).toBlob(),
    exportFileName(data.sales, 'xlsx'),
  );
}

/** 'Exportar': the period's figures as CSV (semicolons, UTF-8 with BOM) or as an Excel workbook. */
export function ExportDialog({ data }: { data: ReportData | null }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(kind: 'csv' | 'xlsx') {
    if (!data) return;
    setBusy(true);
    try {
      if (kind === 'csv') {
        const csv = buildReportCsv(reportSections(data));
        download(new Blob([csv], { type: 'text/csv;charset=utf-8' }), exportFileName(data.sales, 'csv'));
      } else {
        await downloadXlsx(data);
      }
      setOpen(false);
    } catch (error) {
      toastFailure('Error al exportar', error, 'No se pudo generar el archivo.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={!data}>
          <Download aria-hidden />
          Exportar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Exportar reporte</DialogTitle>
          <DialogDescription>
            {data
              ? `Período del ${formatDayEs(data.sales.period.from)} al ${formatDayEs(data.sales.period.to)}: resumen, ventas por día, servicios y clientes.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button onClick={() => run('csv')} disabled={busy}>
            <FileText aria-hidden />
            Descargar CSV
          </Button>
          <Button onClick={() => run('xlsx')} disabled={busy}>
            <FileSpreadsheet aria-hidden />
            Descargar Excel
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
