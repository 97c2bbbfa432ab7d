export { createEmbeddedEngine, type EmbeddedEngine, type EmbeddedEngineOptions } from './engine';
export { parseFilter, parseFilterString, type FilterNode } from './filter-parser';
export { meiliError, isMeiliError, errorStatus } from './errors';
export type * from './types';
