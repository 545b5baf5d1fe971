import { attachmentSuite } from './attachment-suite.ts';

attachmentSuite('local');
