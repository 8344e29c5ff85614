// PostgreSQL's unique_violation (23505) as both drivers report it: directly (node-postgres, PGlite) or as the
// `cause` of drizzle's DrizzleQueryError. Used where a duplicate is answered with 409 (promo codes, rewards,
// affiliate).
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return constraint === undefined || candidate.constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
