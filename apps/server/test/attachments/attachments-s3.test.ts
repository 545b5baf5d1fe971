import { attachmentSuite } from './attachment-suite.ts';

// The same suite against S3BlobStore, talking to an s3rver started on 127.0.0.1 (a free port).
attachmentSuite('s3');
