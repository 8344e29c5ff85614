import type { MemberCartItem } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { cartItems, courses } from '../../db/schema';
import { createAccount, userIdByEmail } from '../../test/ownership';
import {
  bearer,
  buildTestApp,
  expectErrorEnvelope,
  loginAs,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';

describe('GET /api/transaction/member-cart', () => {
  let harness: TestApp;
  const cart = (token: string) =>
    harness.app.inject({ method: 'GET', url: '/api/transaction/member-cart', headers: bearer(token) });

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  it("returns the demo member's cart, newest first, with the server's prices", async () => {
    const response = await cart(await loginAs(harness.app, 'member'));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; data: MemberCartItem[] }>();
    expect(body.success).toBe(true);
    expect(body.data.map((item) => item.slug)).toEqual(['analisis-malware', 'digital-forensik']);
    const [course] = await harness.db.select().from(courses).where(eq(courses.slug, 'analisis-malware'));
    expect(body.data[0]).toMatchObject({
      type: 'course',
      title: course.title,
      price: course.price,
      salePrice: course.salePrice,
    });
  });

  it("shows a member only their own cart: a new member's is empty, and fills as they add", async () => {
    const other = await createAccount(harness.db, 'member', 'pembeli.baru');
    const token = await loginWithPassword(harness.app, other.email);
    expect((await cart(token)).json<{ data: MemberCartItem[] }>().data).toEqual([]);

    const [course] = await harness.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'keamanan-jaringan'));
    await harness.db
      .insert(cartItems)
      .values({ userId: await userIdByEmail(harness.db, other.email), courseId: course.id });
    // Written behind the API's back: the API hears of it from the database a moment later (decision 0013).
    await harness.app.userCache.settle();
    expect((await cart(token)).json<{ data: MemberCartItem[] }>().data.map((item) => item.slug)).toEqual([
      'keamanan-jaringan',
    ]);
    // The demo member's cart did not change.
    expect((await cart(await loginAs(harness.app, 'member'))).json<{ data: MemberCartItem[] }>().data).toHaveLength(2);
  });

  it('is for members only: 401 without a token, 403 for another role', async () => {
    expectErrorEnvelope(await harness.app.inject({ method: 'GET', url: '/api/transaction/member-cart' }), 401);
    expectErrorEnvelope(await cart(await loginAs(harness.app, 'author')), 403);
  });
});
