export declare const BYTES_COLUMN_SUFFIX: '_utf8';
