/** The exercise labs' addresses (decision 0036). */
export const EXERCISES_PATH = '/lab/exercise-lab';
export const exercisePath = (slug: string) => `${EXERCISES_PATH}/${encodeURIComponent(slug)}`;
