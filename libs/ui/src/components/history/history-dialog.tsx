import type { HistorySubject } from '@lavadero/contracts/history';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../dialog';
import { HistoryView } from './history-view';

/** 'Historial' opened from a card: a work order, a customer, a product's stock, a sale. */
export function HistoryDialog({
  subject,
  id,
  title,
  onClose,
}: {
  subject: HistorySubject;
  id: string;
  title: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Historial: {title}</DialogTitle>
          <DialogDescription>
            Cada cambio registrado, en orden, con quién y cuándo (hora de Asunción)
          </DialogDescription>
        </DialogHeader>
        <div className="max-h-[65vh] overflow-y-auto">
          <HistoryView subject={subject} id={id} label={`Historial: ${title}`} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cerrar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
