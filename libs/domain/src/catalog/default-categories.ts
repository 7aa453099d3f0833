import type { CategoryFields } from './category-events';

/**
 * The six categories every new installation starts with, one per service category (spec 2 §9).
 * Their ids are fixed (UUID v5 of 'https://lavadero.local/categorias/<key>' in the URL namespace), so
 * every instance seeds the same streams and a second start, or a second instance, creates nothing.
 */
export const DEFAULT_CATEGORIES: readonly (CategoryFields & { readonly categoryId: string })[] = [
  {
    categoryId: 'a4a271ba-8008-550f-8b27-1ee7882dc922',
    nombre: 'Básico',
    descripcion: 'Lavados de rutina, exterior e interior',
    tipo: 'servicios',
    color: '#3B82F6',
    activa: true,
  },
  {
    categoryId: '1dfc3448-7942-54a1-b41e-426d6ba39e32',
    nombre: 'Premium',
    descripcion: 'Lavados completos con terminación de detalle',
    tipo: 'servicios',
    color: '#8B5CF6',
    activa: true,
  },
  {
    categoryId: 'ce195a0e-7700-5d95-956f-f17da12b9083',
    nombre: 'Motor',
    descripcion: 'Limpieza y desengrase del motor',
    tipo: 'servicios',
    color: '#F97316',
    activa: true,
  },
  {
    categoryId: 'f7d2a3b6-59ed-58f1-aa52-57f326514178',
    nombre: 'Tapizado',
    descripcion: 'Limpieza de asientos, alfombras y techo',
    tipo: 'servicios',
    color: '#10B981',
    activa: true,
  },
  {
    categoryId: '16af150a-eed9-5155-8390-bf01157f43f1',
    nombre: 'Encerado',
    descripcion: 'Encerado y pulido de la carrocería',
    tipo: 'servicios',
    color: '#EAB308',
    activa: true,
  },
  {
    categoryId: '8028cd35-19ea-5a04-9ffe-59ff9e0be34d',
    nombre: 'Ozono',
    descripcion: 'Desinfección y eliminación de olores con ozono',
    tipo: 'servicios',
    color: '#06B6D4',
    activa: true,
  },
];
