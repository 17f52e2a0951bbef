import { AppError } from '../../errors.ts';

/** 409 out_of_stock for a line the stock cannot fill, saying how many are left. */
export function outOfStock(title: string, left: number): AppError {
  return new AppError(
    'out_of_stock',
    left === 0
      ? `Sorry, "${title}" is out of stock. Remove it from your cart to place the order.`
      : `Only ${left} of "${title}" left in stock: lower the quantity to place the order.`,
  );
}
