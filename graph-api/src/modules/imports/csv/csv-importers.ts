import type { CsvImporter } from './csv-importer';
import { dasTraderImporter } from './platforms/das-trader/das-trader.importer';
import { etradeImporter } from './platforms/etrade/etrade.importer';
import { fidelityImporter } from './platforms/fidelity/fidelity.importer';
import { genericImporter } from './platforms/generic/generic.importer';
import { interactiveBrokersImporter } from './platforms/interactive-brokers/interactive-brokers.importer';
import { schwabImporter } from './platforms/schwab/schwab.importer';
import { thinkorswimImporter } from './platforms/thinkorswim/thinkorswim.importer';
import { tradeZeroImporter } from './platforms/tradezero/tradezero.importer';
import { webullImporter } from './platforms/webull/webull.importer';

/** Every CSV importer, in the order detection tries them (most specific signatures first). */
export const CSV_IMPORTERS: readonly CsvImporter[] = [interactiveBrokersImporter, webullImporter, fidelityImporter, schwabImporter, tradeZeroImporter, etradeImporter, thinkorswimImporter, dasTraderImporter, genericImporter];

/** The generic importer is only used when chosen: it matches no file by itself. */
export const DETECTABLE_IMPORTERS: readonly CsvImporter[] = CSV_IMPORTERS.filter((importer) => importer.platform !== 'generic');
