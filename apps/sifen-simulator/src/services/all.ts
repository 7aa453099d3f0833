import { consulta } from './consulta';
import { consultaLote } from './consulta-lote';
import { consultaRuc } from './consulta-ruc';
import { evento } from './evento';
import { recibe } from './recibe';
import { recibeLote } from './recibe-lote';
import type { SifenService } from './service';

export const SERVICES: readonly SifenService[] = [
  recibe,
  recibeLote,
  consultaLote,
  consulta,
  consultaRuc,
  evento,
];
