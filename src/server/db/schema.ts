// Every module's tables, for drizzle-kit and the typed query builder. Modules own their tables.
export * from '../modules/contact/tables';
export * from '../modules/prices/tables';
export * from '../modules/accounts/tables';
export * from '../modules/payments/tables';
export * from '../modules/mail/tables';
export * from '../modules/wallet/tables';
export * from '../modules/orders/tables';
export * from '../modules/catalogue/tables';
export * from '../modules/store/tables';
export * from '../modules/subscriptions/tables';
export * from '../modules/rate-limits/tables';
export * from '../modules/audit/tables';
export * from '../modules/admin/tables';
export * from '../modules/reserve/tables';
export * from '../modules/goals/tables';
