import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// Pages are lazy chunks: on a loaded 2-core CI machine the first render after `import()` can take longer than
// Testing Library's 1 s default, which made `findBy…` of a page heading flaky. Waiting longer costs nothing when
// the element is there early; a test that should fail still fails.
configure({ asyncUtilTimeout: 5000 });
// …and the whole test gets room for several such waits.
jest.setTimeout(20_000);
