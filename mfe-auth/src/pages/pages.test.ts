import path from 'node:path';
import { describeExposedPages } from '@tj/design-system/testing';
import { pages } from './index';

describeExposedPages(path.resolve(__dirname, '../..'), pages);
