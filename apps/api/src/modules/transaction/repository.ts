// A member's cart with the current price of each course (prices come from the server, never the client).
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, courses } from '../../db/schema';

/** A cart is small by nature; this bound only keeps a runaway cart from making a huge answer. */
export const MAX_CART_ITEMS = 100;

export function createTransactionRepository(db: Database) {
  return {
    cartOf(userId: number) {
      return db
        .select({
          id: cartItems.id,
          slug: courses.slug,
          title: courses.title,
          price: courses.price,
          salePrice: courses.salePrice,
          thumbnailUrl: courses.thumbnailUrl,
          addedAt: cartItems.addedAt,
        })
        .from(cartItems)
        .innerJoin(courses, eq(courses.id, cartItems.courseId))
        .where(eq(cartItems.userId, userId))
        .orderBy(desc(cartItems.addedAt), desc(cartItems.id))
        .limit(MAX_CART_ITEMS);
    },
  };
}
