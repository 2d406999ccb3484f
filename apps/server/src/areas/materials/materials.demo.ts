import type { MaterialAttribute, MaterialType } from '@takt/contracts';

/** The demo factory's units, materials, product types and products (codes shared with the other areas' demo data). */

export const DEMO_UNITS = [
  { code: 'PCS', name: 'Piece', precision: 0 },
  { code: 'KG', name: 'Kilogram', precision: 3 },
  { code: 'M', name: 'Metre', precision: 2 },
  { code: 'BOX', name: 'Box', precision: 0 },
  { code: 'ROLL', name: 'Roll', precision: 0 },
];

export const DEMO_MATERIALS: {
  code: string;
  name: string;
  spec: string;
  type: MaterialType;
  attribute: MaterialAttribute;
  unit: string;
  safetyStock: number;
}[] = [
  {
    code: 'RM-PCB-100',
    name: 'Control board PCB',
    spec: 'FR4 2-layer 80x60 mm',
    type: 'raw',
    attribute: 'purchased',
    unit: 'PCS',
    safetyStock: 500,
  },
  {
    code: 'RM-PCB-200',
    name: 'Control board PCB (pro)',
    spec: 'FR4 4-layer 80x60 mm',
    type: 'raw',
    attribute: 'purchased',
    unit: 'PCS',
    safetyStock: 300,
  },
  {
    code: 'RM-RES-10K',
    name: 'Resistor 10 kΩ',
    spec: '0603 1%',
    type: 'raw',
    attribute: 'purchased',
    unit: 'PCS',
    safetyStock: 20000,
  },
  {
    code: 'RM-CAP-100N',
    name: 'Capacitor 100 nF',
    spec: '0603 50 V X7R',
    type: 'raw',
    attribute: 'purchased',
    unit: 'PCS',
    safetyStock: 20000,
  },
  {
    code: 'RM-MCU-32',
    name: 'Microcontroller',
    spec: '32-bit LQFP48',
    type: 'raw',
    attribute: 'purchased',
    unit: 'PCS',
    safetyStock: 1000,
  },
  {
    code: 'RM-SOLDER',
    name: 'Solder paste',
    spec: 'SAC305 500 g jar',
    type: 'raw',
    attribute: 'purchased',
    unit: 'KG',
    safetyStock: 2.5,
  },
  {
    code: 'RM-MOTOR-D',
    name: 'Desk fan motor',
    spec: '220 V 35 W',
    type: 'raw',
    attribute: 'purchased',
    unit: 'PCS',
    safetyStock: 200,
  },
  {
    code: 'RM-MOTOR-F',
    name: 'Floor fan motor',
    spec: '220 V 55 W',
    type: 'raw',
    attribute: 'purchased',
    unit: 'PCS',
    safetyStock: 100,
  },
  {
    code: 'RM-BLADE-10',
    name: 'Fan blade 10"',
    spec: 'PP 5 blades 250 mm',
    type: 'semiFinished',
    attribute: 'outsourced',
    unit: 'PCS',
    safetyStock: 200,
  },
  {
    code: 'RM-BLADE-12',
    name: 'Fan blade 12"',
    spec: 'PP 5 blades 300 mm',
    type: 'semiFinished',
    attribute: 'outsourced',
    unit: 'PCS',
    safetyStock: 200,
  },
  {
    code: 'RM-HOUSING',
    name: 'Fan housing and guard',
    spec: 'ABS white',
    type: 'semiFinished',
    attribute: 'outsourced',
    unit: 'PCS',
    safetyStock: 200,
  },
  {
    code: 'RM-SCREW-M4',
    name: 'Screw M4x10',
    spec: 'Cross recess, zinc plated',
    type: 'regular',
    attribute: 'purchased',
    unit: 'PCS',
    safetyStock: 5000,
  },
  {
    code: 'RM-CABLE',
    name: 'Power cable',
    spec: '2x0.75 mm² with plug',
    type: 'raw',
    attribute: 'purchased',
    unit: 'M',
    safetyStock: 150.5,
  },
  {
    code: 'PK-CARTON',
    name: 'Carton',
    spec: '5-ply 45x45x30 cm',
    type: 'regular',
    attribute: 'purchased',
    unit: 'PCS',
    safetyStock: 300,
  },
  {
    code: 'PK-TAPE',
    name: 'Packing tape',
    spec: '48 mm x 100 m',
    type: 'regular',
    attribute: 'purchased',
    unit: 'ROLL',
    safetyStock: 20,
  },
];

export const DEMO_PRODUCT_TYPES = [
  { code: 'PT-BOARD', name: 'Control boards', sort: 1 },
  { code: 'PT-FAN', name: 'Fans', sort: 2 },
];

export const DEMO_PRODUCTS = [
  { code: 'SF-CB100', name: 'Control board', spec: 'CB100 fan controller', type: 'PT-BOARD', routing: 'R-CB' },
  {
    code: 'SF-CB200',
    name: 'Control board (pro)',
    spec: 'CB200 fan controller, remote',
    type: 'PT-BOARD',
    routing: 'R-CB',
  },
  { code: 'FG-FAN-D10', name: 'Desk fan', spec: '10" 35 W', type: 'PT-FAN', routing: 'R-FAN-D' },
  { code: 'FG-FAN-D12', name: 'Desk fan 12"', spec: '12" 35 W', type: 'PT-FAN', routing: 'R-FAN-D' },
  { code: 'FG-FAN-F20', name: 'Floor fan', spec: '20" 55 W', type: 'PT-FAN', routing: 'R-FAN-F' },
];
