import { configure } from '@testing-library/dom';

// A screen loads lazily, and its first import in a test file pays vitest's transform: more than the default second on
// a busy two-core CI machine. A wait that is met still returns at once; only a wait that fails takes longer to say so.
configure({ asyncUtilTimeout: 5_000 });
