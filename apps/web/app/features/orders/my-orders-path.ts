export const myOrdersPath = '/dashboard/my-orders';
