import type { Messages } from '../../locales/en-US';

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** Keys of the plain texts of each part of the `workOrders` locale section (for typed label helpers). */
export type OrderTextKey = TextKeys<Messages['workOrders']>;
export type PlanTextKey = TextKeys<Messages['workOrders']['plans']>;
export type SettingTextKey = TextKeys<Messages['workOrders']['settings']>;
