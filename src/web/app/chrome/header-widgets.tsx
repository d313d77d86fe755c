/**
 * The header's extra widgets on /, /Store and /aboutus (spec 2: Header). The live price badge and
 * the account widget join here with the prices feature.
 */
export function HeaderWidgets() {
  return null;
}
