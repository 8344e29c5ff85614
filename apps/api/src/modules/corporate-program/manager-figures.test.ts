// The limited view's rules (decision 0047), without a database: a group of fewer than five people gives no figures,
// and a department is left out too when the company's total would otherwise give a left-out one away.
import { PROGRAM_MIN_GROUP } from '@akademi-siber/util-contracts';
import { departmentFigures, EMPTY_COUNTS, figuresOf, hiddenGroups, itemFigures } from './manager-figures';
import { weekLabel, weeksBetween, weekStartOf } from './weeks';

const group = (employees: number, extra: Partial<typeof EMPTY_COUNTS> = {}) => ({
  ...EMPTY_COUNTS,
  employees,
  started: employees,
  progressSum: employees * 50,
  ...extra,
});

describe('figuresOf', () => {
  it('gives every figure with full access, even for one person', () => {
    expect(figuresOf(group(1, { quizSum: 80, quizCount: 1, quizPeople: 1 }), true)).toMatchObject({
      employees: 1,
      insufficient: false,
      started: 1,
      participation: 100,
      completion: 50,
      averageQuizScore: 80,
    });
  });

  it(`without full access leaves out a group of fewer than ${PROGRAM_MIN_GROUP}, keeping its headcount`, () => {
    expect(figuresOf(group(4), false)).toEqual({
      employees: 4,
      insufficient: true,
      started: null,
      participation: null,
      completed: null,
      completion: null,
      averageQuizScore: null,
      quizInsufficient: false,
      totalPoints: null,
      averagePoints: null,
      statuses: null,
    });
    expect(figuresOf(group(5), false)).toMatchObject({ insufficient: false, started: 5 });
  });

  it('leaves out a quiz mean over fewer than five people, and says "none yet" apart from "not enough"', () => {
    expect(figuresOf(group(9, { quizSum: 300, quizCount: 4, quizPeople: 4 }), false)).toMatchObject({
      averageQuizScore: null,
      quizInsufficient: true,
    });
    expect(figuresOf(group(9), false)).toMatchObject({ averageQuizScore: null, quizInsufficient: false });
    expect(figuresOf(group(9, { quizSum: 425, quizCount: 5, quizPeople: 5 }), false)).toMatchObject({
      averageQuizScore: 85,
    });
  });
});

describe('hiddenGroups', () => {
  const hidden = (sizes: number[]) => [...hiddenGroups(sizes, false)].sort();

  it('hides nothing with full access or when every group is large enough', () => {
    expect([...hiddenGroups([1, 2, 30], true)]).toEqual([]);
    expect(hidden([5, 12, 40])).toEqual([]);
  });

  it('hides the next smallest group with a lone small one, so the total cannot give it away', () => {
    expect(hidden([20, 2, 6])).toEqual([1, 2]);
  });

  it('hides more until the hidden groups together hold five people', () => {
    // 1 + 2 = 3 people: the smallest shown (6) goes too.
    expect(hidden([1, 2, 6, 30])).toEqual([0, 1, 2]);
    // 2 + 3 = 5: enough.
    expect(hidden([2, 3, 30])).toEqual([0, 1]);
  });

  it('hides everything when nothing else is left', () => {
    expect(hidden([1, 2])).toEqual([0, 1]);
  });

  it('is applied to the departments of a limited view', () => {
    const rows = [
      { department: 'Keuangan', ...group(20) },
      { department: 'Legal', ...group(2) },
      { department: 'TI', ...group(6) },
    ];
    expect(departmentFigures(rows, false).map((row) => [row.department, row.insufficient])).toEqual([
      ['Keuangan', false],
      ['Legal', true],
      ['TI', true],
    ]);
  });
});

describe('itemFigures', () => {
  const item = {
    id: 1,
    title: 'Phishing',
    order: 1,
    dueAtMs: null,
    points: 100,
    started: 6,
    completed: 3,
    quizAverage: 71.25,
    quizPeople: 4,
  };

  it('gives completion over all employees and the quiz mean over those who took it', () => {
    expect(itemFigures([item], 8, true)[0]).toMatchObject({ completion: 37.5, averageQuizScore: 71.3 });
    expect(itemFigures([item], 8, false)[0]).toMatchObject({
      completion: 37.5,
      averageQuizScore: null,
      quizInsufficient: true,
    });
    expect(itemFigures([item], 4, false)[0]).toMatchObject({ insufficient: true, completed: null });
  });
});

describe('program weeks (WIB, Monday to Sunday)', () => {
  it('starts a week on Monday 00:00 WIB', () => {
    // Sunday 23:30 WIB is still the week before; Monday 00:30 WIB starts the next one.
    expect(weekLabel(weekStartOf(new Date('2026-11-22T16:30:00Z')))).toBe('2026-11-16');
    expect(weekLabel(weekStartOf(new Date('2026-11-22T17:30:00Z')))).toBe('2026-11-23');
    expect(weekStartOf(new Date('2026-11-25T03:00:00Z')).toISOString()).toBe('2026-11-22T17:00:00.000Z');
  });

  it('lists the weeks between two moments, at most the last few', () => {
    const weeks = weeksBetween(new Date('2026-10-01T00:00:00Z'), new Date('2026-11-25T00:00:00Z'), 26);
    expect(weeks.map(weekLabel)).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(weeksBetween(new Date('2026-01-01T00:00:00Z'), new Date('2026-11-25T00:00:00Z'), 3).map(weekLabel)).toEqual([
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
  });
});
