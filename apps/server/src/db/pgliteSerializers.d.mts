import type { SerializerOptions } from '@electric-sql/pglite';

export declare const serializers: SerializerOptions;
