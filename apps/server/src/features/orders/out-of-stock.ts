import { refuse, type AppError } from '../../errors.ts';

/** 409 out_of_stock for a line the stock cannot fill, saying how many are left (by key). */
export function outOfStock(title: string, left: number): AppError {
  return left === 0
    ? refuse('out_of_stock', 'detail.order.out-of-stock', { title })
    : refuse('out_of_stock', 'detail.order.only-left', { title, count: left });
}
