/** Every table, for Drizzle and drizzle-kit. Each feature owns its table definitions. */
export * from '../users/users.table';
export * from '../auth/password-resets.table';
export * from '../auth/sessions.table';
export * from '../catalogue/catalogue.tables';
export * from '../designs/designs.table';
export * from '../templates/templates.table';
export * from '../seeding/seeding.table';
export * from '../fonts/fonts.table';
export * from '../photos/photos.table';
export * from '../illustrations/illustrations.table';
export * from '../images/images.table';
export * from '../colors/colors.table';
export * from '../svgs/svgs.table';
export * from '../payments/payments.table';
export * from '../orders/orders.table';
export * from '../exports/exports.table';
export * from '../http/rateLimitCounters.table';
