// Starts the longest API test files first. Jest orders files by their last run's durations, and without any (a
// clean clone, CI) by file size, largest first: the fuzz suite's two files are four lines each (the suite lives in
// src/test/bad-input-suite.ts), so they started LAST, and one worker spent minutes on them alone while the other
// had nothing left to do. Their durations: docs/decisions/0014-test-speed.md.
const Sequencer = require('@jest/test-sequencer').default;

const LONGEST_FIRST = [
  'src/test/bad-input-with-token.test.ts',
  'src/test/bad-input-anonymous.test.ts',
  'src/test/authorization-matrix.test.ts',
];

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const index = LONGEST_FIRST.findIndex((file) => test.path.endsWith(file));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep jest's own order.
    return super.sort(tests).sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirstSequencer;
