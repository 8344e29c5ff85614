// Seeds the demo catalog of seed-catalog-data.ts (issue 5): called by seedDemo right after the courses exist.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from './client';
import {
  batchSessions,
  corporates,
  corporateTrainings,
  courseModules,
  courseReviews,
  events,
  liveClassBatches,
  liveClasses,
  materials,
  promoCodes,
  subscriptionPlans,
  testimonials,
  trainingGroups,
} from './schema';
import {
  CORPORATE_TRAININGS,
  COURSE_REVIEWS,
  EVENTS,
  LIVE_CLASSES,
  MATERIAL_BODIES,
  PROMO_CODES,
  SEED_COMPANIES,
  SUBSCRIPTION_PLANS,
  TESTIMONIALS,
  type SeedMoment,
} from './seed-catalog-data';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** `days` from today (UTC midnight) at `hourUtc`. */
function moment(base: number, { days, hourUtc }: SeedMoment): Date {
  return new Date(base + days * DAY + hourUtc * HOUR);
}

export interface CatalogPeople {
  author: number;
  extra: Record<string, number>;
}

export async function seedCatalog(
  tx: Transaction,
  people: CatalogPeople,
  courseIds: Record<string, number>,
): Promise<void> {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  // Free-preview articles and their bodies (the first material of every course stays a free preview too).
  for (const item of MATERIAL_BODIES) {
    const [module] = await tx
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(and(eq(courseModules.courseId, courseIds[item.courseSlug]), eq(courseModules.order, item.moduleOrder)));
    await tx
      .update(materials)
      .set({ body: item.body, isFreePreview: item.isFreePreview })
      .where(and(eq(materials.moduleId, module.id), eq(materials.order, item.materialOrder)));
  }

  await tx.insert(courseReviews).values(
    COURSE_REVIEWS.map((review) => ({
      courseId: courseIds[review.courseSlug],
      userId: people.extra[review.username],
      rating: review.rating,
      comment: review.comment,
      createdAt: new Date(now.getTime() - review.daysAgo * DAY),
    })),
  );

  for (const [index, liveClass] of LIVE_CLASSES.entries()) {
    const [{ id: liveClassId }] = await tx
      .insert(liveClasses)
      .values({
        slug: liveClass.slug,
        title: liveClass.title,
        level: liveClass.level,
        category: liveClass.category,
        description: liveClass.description,
        syllabus: [...liveClass.syllabus],
        instructorId: people.author,
        published: true,
        createdAt: new Date(now.getTime() - (30 - index * 5) * DAY),
      })
      .returning({ id: liveClasses.id });
    // One insert per batch keeps the ids in the order of the data file (SEED_CATALOG relies on it).
    for (const batch of liveClass.batches) {
      const sessions = batch.sessions.map((session) => {
        const startsAt =
          'at' in session ? moment(today, session.at) : new Date(now.getTime() + session.minutesFromSeed * 60_000);
        return {
          title: session.title,
          startsAt,
          endsAt: new Date(startsAt.getTime() + session.hours * HOUR),
          meetingUrl: session.meetingUrl ?? null,
        };
      });
      const [{ id: batchId }] = await tx
        .insert(liveClassBatches)
        .values({
          liveClassId,
          slug: batch.slug,
          name: batch.name,
          price: batch.price,
          salePrice: batch.salePrice,
          quota: batch.quota,
          registrationOpensAt: moment(today, batch.registrationOpensAt),
          registrationClosesAt: moment(today, batch.registrationClosesAt),
          startsAt: sessions[0].startsAt,
          endsAt: sessions[sessions.length - 1].endsAt,
        })
        .returning({ id: liveClassBatches.id });
      await tx.insert(batchSessions).values(sessions.map((session) => ({ ...session, batchId })));
    }
  }

  // The companies of the groups (decision 0044), in SEED_COMPANIES' order so their ids are stable.
  const companies = await tx
    .insert(corporates)
    .values(SEED_COMPANIES.map((name) => ({ name })))
    .returning({ id: corporates.id, name: corporates.name });
  const companyId = (name: string) => {
    const found = companies.find((company) => company.name === name);
    if (!found) throw new Error(`seedCatalog: ${name} is not in SEED_COMPANIES`);
    return found.id;
  };
  for (const training of CORPORATE_TRAININGS) {
    const [{ id: trainingId }] = await tx
      .insert(corporateTrainings)
      .values({
        slug: training.slug,
        title: training.title,
        summary: training.summary,
        description: training.description,
        topics: [...training.topics],
        durationDays: training.durationDays,
      })
      .returning({ id: corporateTrainings.id });
    await tx.insert(trainingGroups).values(
      training.groups.map((group) => {
        const startsAt = moment(today, group.starts);
        return {
          trainingId,
          slug: group.slug,
          name: group.name,
          corporateId: companyId(group.companyName),
          startsAt,
          endsAt: new Date(startsAt.getTime() + (group.days - 1) * DAY + 8 * HOUR),
          participantCount: group.participantCount,
        };
      }),
    );
  }

  for (const [index, event] of EVENTS.entries()) {
    const startsAt = moment(today, event.starts);
    await tx.insert(events).values({
      slug: event.slug,
      title: event.title,
      summary: event.summary,
      description: event.description,
      startsAt,
      endsAt: new Date(startsAt.getTime() + event.hours * HOUR),
      location: event.location,
      price: event.price,
      quota: event.quota,
      registrationClosesAt: moment(today, event.registrationCloses),
      speakers: event.speakers.map((speaker) => ({ ...speaker })),
      published: true,
      createdAt: new Date(now.getTime() - (90 - index) * DAY),
    });
  }

  for (const plan of SUBSCRIPTION_PLANS) await tx.insert(subscriptionPlans).values({ ...plan });

  await tx.insert(promoCodes).values(
    PROMO_CODES.map((promo) => ({
      ...promo,
      eligible: [...promo.eligible],
      startsAt: promo.startsAt ? moment(today, promo.startsAt) : null,
      endsAt: promo.endsAt ? moment(today, promo.endsAt) : null,
    })),
  );

  await tx
    .insert(testimonials)
    .values(TESTIMONIALS.map((testimonial, index) => ({ ...testimonial, order: index + 1 })));
}
