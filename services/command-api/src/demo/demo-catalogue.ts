import type { CreateComboBody, CreateServiceBody } from '@lavadero/contracts/catalog';
import type { CustomerFormValues, VehicleFormValues } from '@lavadero/contracts/customers';
import type { CreateInventoryItemInput } from '@lavadero/contracts/inventory';

/**
 * A small car wash in Gran Asunción, as a newcomer would set it up: what it washes and sells, in
 * guaraníes, and a few regular customers with their cars. Written as the screens' forms send it, so
 * every record goes through the same schemas and commands as one typed by hand.
 */
export const DEMO_SERVICES: readonly (CreateServiceBody & { key: string })[] = [
  {
    key: 'basico',
    nombre: 'Lavado Básico',
    descripcion: 'Exterior con shampoo neutro y secado a mano',
    precio: 35_000,
    duracionMin: 30,
    categoria: 'basico',
    activo: true,
  },
  {
    key: 'completo',
    nombre: 'Lavado Completo',
    descripcion: 'Exterior, aspirado de interior, tablero y vidrios',
    precio: 60_000,
    duracionMin: 60,
    categoria: 'basico',
    activo: true,
  },
  {
    key: 'chasis',
    nombre: 'Lavado de Chasis',
    descripcion: 'Hidrolavado de bajos y pasaruedas',
    precio: 40_000,
    duracionMin: 30,
    categoria: 'basico',
    activo: true,
  },
  {
    key: 'premium',
    nombre: 'Lavado Premium',
    descripcion: 'Lavado completo con cera rápida y acondicionador de cubiertas',
    precio: 90_000,
    duracionMin: 90,
    categoria: 'premium',
    activo: true,
  },
  {
    key: 'motor',
    nombre: 'Lavado de Motor',
    descripcion: 'Desengrasado y protección de plásticos',
    precio: 50_000,
    duracionMin: 45,
    categoria: 'motor',
    activo: true,
  },
  {
    key: 'tapizado',
    nombre: 'Limpieza de Tapizado',
    descripcion: 'Asientos y alfombras con inyección y extracción',
    precio: 150_000,
    duracionMin: 180,
    categoria: 'tapizado',
    activo: true,
  },
  {
    key: 'encerado',
    nombre: 'Encerado y Pulido',
    descripcion: 'Pulido a máquina y cera en pasta',
    precio: 120_000,
    duracionMin: 120,
    categoria: 'encerado',
    activo: true,
  },
  {
    key: 'ozono',
    nombre: 'Desinfección con Ozono',
    descripcion: 'Elimina olores y bacterias del habitáculo',
    precio: 70_000,
    duracionMin: 40,
    categoria: 'ozono',
    activo: true,
  },
];

/** Combos name their services by the keys above. */
export const DEMO_COMBOS: readonly (Omit<CreateComboBody, 'serviceIds'> & { services: readonly string[] })[] =
  [
    {
      nombre: 'Combo Full',
      descripcion: 'Lavado completo, motor y encerado',
      precioTotal: 200_000,
      services: ['completo', 'motor', 'encerado'],
      activo: true,
    },
    {
      nombre: 'Combo Interior Sano',
      descripcion: 'Tapizado y ozono',
      precioTotal: 195_000,
      services: ['tapizado', 'ozono'],
      activo: true,
    },
  ];

export const DEMO_PRODUCTS: readonly CreateInventoryItemInput[] = [
  {
    nombre: 'Aromatizante Pino',
    categoria: 'Accesorios',
    precio: 15_000,
    proveedor: 'Distribuidora Central',
    stockActual: 40,
    stockMinimo: 10,
    unidadMedida: 'UN',
  },
  {
    nombre: 'Shampoo para Autos 1 L',
    categoria: 'Limpieza',
    precio: 35_000,
    proveedor: 'Química Paraguaya S.A.',
    stockActual: 12,
    stockMinimo: 5,
    unidadMedida: 'UN',
  },
  {
    nombre: 'Cera Líquida 500 ml',
    categoria: 'Limpieza',
    precio: 55_000,
    proveedor: 'Química Paraguaya S.A.',
    stockActual: 6,
    stockMinimo: 4,
    unidadMedida: 'UN',
  },
  {
    nombre: 'Paño de Microfibra',
    categoria: 'Accesorios',
    precio: 12_000,
    proveedor: 'Distribuidora Central',
    stockActual: 30,
    stockMinimo: 10,
    unidadMedida: 'UN',
  },
  {
    nombre: 'Silicona para Tablero',
    categoria: 'Limpieza',
    precio: 25_000,
    proveedor: 'Química Paraguaya S.A.',
    stockActual: 3,
    stockMinimo: 5,
    unidadMedida: 'UN',
  },
  {
    nombre: 'Agua Mineral 500 ml',
    categoria: 'Bebidas',
    precio: 5_000,
    proveedor: 'Embotelladora del Este',
    stockActual: 48,
    stockMinimo: 24,
    unidadMedida: 'UN',
  },
];

/** RUCs carry the right check digit (libs/fiscal/ruc.ts); CIs have none. */
export const DEMO_CUSTOMERS: readonly (CustomerFormValues & {
  vehicles: readonly Omit<VehicleFormValues, 'customerId'>[];
})[] = [
  {
    nombre: 'Juan Carlos Benítez',
    docTipo: 'CI',
    docNumero: '3456789',
    telefono: '0981 234 567',
    email: 'jcbenitez@gmail.com',
    direccion: 'Calle Palma 1050, Asunción',
    vehicles: [{ placa: 'AAEB 123', marca: 'Toyota', modelo: 'Hilux', color: 'Blanco', observaciones: '' }],
  },
  {
    nombre: 'María Fernanda Giménez',
    docTipo: 'CI',
    docNumero: '4567890',
    telefono: '0971 555 210',
    email: '',
    direccion: 'San Lorenzo',
    vehicles: [
      { placa: 'AAKD 456', marca: 'Kia', modelo: 'Picanto', color: 'Rojo', observaciones: '' },
      {
        placa: 'ABCF 789',
        marca: 'Hyundai',
        modelo: 'Tucson',
        color: 'Gris',
        observaciones: 'Rayón en la puerta trasera',
      },
    ],
  },
  {
    nombre: 'Ramón Ortiz',
    docTipo: 'RUC',
    docNumero: '1234567-9',
    telefono: '0985 777 001',
    email: 'ramon.ortiz@hotmail.com',
    direccion: 'Av. Eusebio Ayala 2300, Asunción',
    vehicles: [{ placa: 'AAHX 321', marca: 'Volkswagen', modelo: 'Gol', color: 'Plata', observaciones: '' }],
  },
  {
    nombre: 'Transportadora Guaraní S.A.',
    docTipo: 'RUC',
    docNumero: '80045612-2',
    telefono: '021 605 400',
    email: 'administracion@tguarani.com.py',
    direccion: 'Ruta 2 km 15, Capiatá',
    vehicles: [
      {
        placa: 'ABDG 654',
        marca: 'Nissan',
        modelo: 'Frontier',
        color: 'Negro',
        observaciones: 'Vehículo de flota',
      },
    ],
  },
  {
    nombre: 'Lucía Acosta',
    docTipo: 'CI',
    docNumero: '5123456',
    telefono: '0994 302 118',
    email: '',
    direccion: 'Lambaré',
    vehicles: [{ placa: 'AAJT 987', marca: 'Chevrolet', modelo: 'Onix', color: 'Azul', observaciones: '' }],
  },
];

/** A Brazilian tourist (IVA-exempt sales), identified by passport; entered the country `daysAgo` ago. */
export const DEMO_TOURIST = {
  nombre: 'João Pereira',
  docTipo: 'Pasaporte',
  docNumero: 'FZ482913',
  telefono: '+55 45 99876 5432',
  regimenTurismo: true,
  pais: 'Brasil',
  daysAgo: 3,
  vehicle: {
    placa: 'BRA2E19',
    marca: 'Fiat',
    modelo: 'Toro',
    color: 'Blanco',
    observaciones: 'Placa brasileña',
  },
} as const;
