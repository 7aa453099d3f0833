import { formatDateTime, formatGuaranies } from '@lavadero/ui/lib/format';
import { NOT_A_FISCAL_RECEIPT } from './receipt-paper';

export interface ReceiptProps {
  readonly company: {
    readonly nombre: string;
    readonly ruc?: string | null;
    readonly direccion?: string | null;
    readonly telefono?: string | null;
  } | null;
  readonly order: {
    readonly numero: number;
    readonly estado: string;
    readonly fechaEntrada: string;
    readonly observaciones: string | null;
  };
  readonly customer: {
    readonly nombre: string;
    readonly docNumero?: string | null;
    readonly telefono?: string | null;
  };
  readonly vehicle: {
    readonly placa: string;
    readonly marca: string;
    readonly modelo: string;
    readonly color?: string | null;
  };
  readonly items: readonly {
    readonly name: string;
    readonly quantity: number;
    readonly price: number;
    readonly total: number;
  }[];
}

/**
 * The work-order receipt (spec 2 "Print/preview dialog"), drawn with the class names of receiptCss
 * only: it renders inside the print frame, where none of the app's stylesheets exist.
 */
export function OrderReceipt({ company, order, customer, vehicle, items }: ReceiptProps) {
  const total = items.reduce((sum, item) => sum + item.total, 0);
  return (
    <article className="receipt" data-testid="order-receipt">
      {company ? (
        <header className="center">
          <h1>{company.nombre}</h1>
          {company.ruc ? <div>RUC: {company.ruc}</div> : null}
          {company.direccion ? <div>{company.direccion}</div> : null}
          {company.telefono ? <div>Tel: {company.telefono}</div> : null}
        </header>
      ) : null}
      <hr />
      <div className="center total">ORDEN DE TRABAJO N° {order.numero}</div>
      <div>Fecha: {formatDateTime(order.fechaEntrada)}</div>
      <div>Estado: {order.estado}</div>
      <hr />
      <div>Cliente: {customer.nombre}</div>
      {customer.docNumero ? <div>Documento: {customer.docNumero}</div> : null}
      {customer.telefono ? <div>Teléfono: {customer.telefono}</div> : null}
      <div>
        Vehículo: {vehicle.placa} - {vehicle.marca} {vehicle.modelo}
        {vehicle.color ? ` (${vehicle.color})` : ''}
      </div>
      <hr />
      <table>
        <thead>
          <tr>
            <th>Servicio</th>
            <th className="num">Cant.</th>
            <th className="num">Precio</th>
            <th className="num">Total</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            // Lines have no id of their own here; the same service may appear twice.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
            <tr key={index}>
              <td>{item.name}</td>
              <td className="num">{item.quantity}</td>
              <td className="num">{formatGuaranies(item.price)}</td>
              <td className="num">{formatGuaranies(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <hr />
      <div className="total" data-testid="receipt-total">
        TOTAL: {formatGuaranies(total)}
      </div>
      {order.observaciones ? <p>Observaciones: {order.observaciones}</p> : null}
      <p className="notice">{NOT_A_FISCAL_RECEIPT}</p>
    </article>
  );
}
