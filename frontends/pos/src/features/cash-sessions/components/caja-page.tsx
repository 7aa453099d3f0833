import '../../../styles.css';
import { CASH_MOVEMENT_OPTIONS, type CashSessionDto } from '@lavadero/contracts/cash-sessions';
import { useCurrentUser } from '@lavadero/ui/api/use-current-user';
import { Button } from '@lavadero/ui/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { HistoryDialog } from '@lavadero/ui/components/history/history-dialog';
import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { formatDateTime, formatGuaranies } from '@lavadero/ui/lib/format';
import type { InvoicePaper } from '@lavadero/ui/lib/invoice-paper';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastFailure } from '../../sales/components/sale-toasts';
import {
  useCashSessions,
  useCloseCashSession,
  useCurrentCashSession,
  useOpenCashSession,
  useOpenCashSessions,
  useRecordCashMovement,
  zReportQueryOptions,
} from '../api/cash-sessions';
import { CashFigures } from './cash-figures';
import { type Counts, countedOnly, DenominationCount } from './denomination-count';
import { printZReport } from './print-z-report';

function OpenCaja() {
  const [counts, setCounts] = useState<Counts>({});
  const open = useOpenCashSession();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Abrir caja</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-muted-foreground">Cuente el fondo inicial del cajón por billetes y monedas.</p>
        <DenominationCount idPrefix="apertura" counts={counts} onChange={setCounts} />
        <Button
          disabled={open.isPending}
          onClick={() =>
            open.mutate(
              { denominaciones: countedOnly(counts) },
              { onError: (e) => toastFailure('No se pudo abrir la caja', e, '') },
            )
          }
        >
          Abrir caja
        </Button>
      </CardContent>
    </Card>
  );
}

function Movement({ caja }: { caja: CashSessionDto }) {
  const [kind, setKind] = useState('retiro');
  const [monto, setMonto] = useState('');
  const [motivo, setMotivo] = useState('');
  const [comprobante, setComprobante] = useState('');
  const record = useRecordCashMovement();
  const submit = () =>
    record.mutate(
      { id: caja.id, kind, monto: Number(monto.replace(/\./g, '')), motivo, comprobante },
      {
        onSuccess: () => {
          setMonto('');
          setMotivo('');
          setComprobante('');
        },
        onError: (e) => toastFailure('No se pudo registrar el movimiento', e, ''),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Movimiento de efectivo</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="movimiento-tipo">Tipo</Label>
          <select
            id="movimiento-tipo"
            className="h-9 w-full rounded-md border bg-background px-2"
            value={kind}
            onChange={(e) => setKind(e.target.value)}
          >
            {CASH_MOVEMENT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="movimiento-monto">Monto</Label>
          <Input
            id="movimiento-monto"
            inputMode="numeric"
            value={monto}
            onChange={(e) => setMonto(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="movimiento-motivo">Motivo</Label>
          <Input id="movimiento-motivo" value={motivo} onChange={(e) => setMotivo(e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="movimiento-comprobante">Comprobante (opcional)</Label>
          <Input
            id="movimiento-comprobante"
            value={comprobante}
            onChange={(e) => setComprobante(e.target.value)}
          />
        </div>
        <Button className="sm:col-span-2" disabled={record.isPending} onClick={submit}>
          Registrar movimiento
        </Button>
      </CardContent>
    </Card>
  );
}

function CloseCaja({ caja, idPrefix = 'cierre' }: { caja: CashSessionDto; idPrefix?: string }) {
  const [counts, setCounts] = useState<Counts>({});
  const close = useCloseCashSession();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cerrar caja (arqueo)</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <DenominationCount idPrefix={idPrefix} counts={counts} onChange={setCounts} />
        <Button
          variant="destructive"
          disabled={close.isPending}
          onClick={() =>
            close.mutate(
              { id: caja.id, denominaciones: countedOnly(counts) },
              { onError: (e) => toastFailure('No se pudo cerrar la caja', e, '') },
            )
          }
        >
          Cerrar caja
        </Button>
      </CardContent>
    </Card>
  );
}

function History() {
  const { data } = useCashSessions();
  const [historyOf, setHistoryOf] = useState<CashSessionDto | null>(null);
  const queryClient = useQueryClient();
  const print = (id: string, paper: InvoicePaper) =>
    queryClient.fetchQuery(zReportQueryOptions(id)).then(
      (report) => {
        if (!printZReport(report, paper)) {
          toastFailure(
            'No se pudo imprimir',
            null,
            'Permita las ventanas emergentes para imprimir el reporte Z.',
          );
        }
      },
      (error) => toastFailure('Error al cargar el reporte Z', error, ''),
    );
  const closed = (data ?? []).filter((c) => c.estado === 'cerrada');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cajas cerradas</CardTitle>
      </CardHeader>
      <CardContent>
        {closed.length === 0 ? (
          <p className="text-muted-foreground">Todavía no hay cajas cerradas.</p>
        ) : (
          <table className="w-full text-sm" data-testid="cajas-cerradas">
            <thead>
              <tr className="text-left">
                <th>Cierre</th>
                <th>Usuario</th>
                <th className="text-right">Esperado</th>
                <th className="text-right">Contado</th>
                <th className="text-right">Diferencia</th>
                <th className="text-right">Reporte Z</th>
                <th className="sr-only">Historial</th>
              </tr>
            </thead>
            <tbody>
              {closed.map((c) => (
                <tr key={c.id}>
                  <td>{c.closedAt ? formatDateTime(c.closedAt) : ''}</td>
                  <td>{c.userName}</td>
                  <td className="text-right">{formatGuaranies(c.figuras.esperado)}</td>
                  <td className="text-right">{formatGuaranies(c.contado)}</td>
                  <td className="text-right">{formatGuaranies(c.diferencia)}</td>
                  <td className="space-x-1 text-right">
                    <Button size="sm" variant="outline" onClick={() => print(c.id, '80mm')}>
                      80 mm
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => print(c.id, 'A4')}>
                      A4
                    </Button>
                  </td>
                  <td className="text-right">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Historial de la caja de ${c.userName}`}
                      onClick={() => setHistoryOf(c)}
                    >
                      Historial
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {historyOf ? (
          <HistoryDialog
            subject="cash-sessions"
            id={historyOf.id}
            title={`Caja de ${historyOf.userName}`}
            onClose={() => setHistoryOf(null)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** An admin's view of every open caja, so that one left open is seen (and closed with its count). */
function OpenCajas({ ownId }: { ownId: string | null }) {
  const { data } = useOpenCashSessions(true);
  const others = (data ?? []).filter((c) => c.id !== ownId);
  if (others.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cajas abiertas de otros usuarios</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {others.map((c) => (
          <div key={c.id} className="space-y-2">
            <p className="font-medium">{`${c.userName}, abierta desde ${formatDateTime(c.openedAt)}`}</p>
            <CashFigures caja={c} />
            <CloseCaja caja={c} idPrefix={`cierre-${c.id}`} />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

/** /caja: open the drawer with its float, record movements, count it out, and the closed cajas. */
export default function CajaPage() {
  const { data, isPending } = useCurrentCashSession();
  const caja = data?.caja ?? null;
  const isAdmin = useCurrentUser().data?.role === 'admin';
  return (
    <div className="space-y-6">
      <PageHeader
        title="Caja"
        description={
          caja ? `Caja abierta desde ${formatDateTime(caja.openedAt)}` : 'No tiene una caja abierta'
        }
      />
      {isPending ? null : caja ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Resumen</CardTitle>
            </CardHeader>
            <CardContent>
              <CashFigures caja={caja} />
            </CardContent>
          </Card>
          <Movement caja={caja} />
          <CloseCaja caja={caja} />
        </>
      ) : (
        <OpenCaja />
      )}
      {isAdmin && <OpenCajas ownId={caja?.id ?? null} />}
      <History />
    </div>
  );
}
