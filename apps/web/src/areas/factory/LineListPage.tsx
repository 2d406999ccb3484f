import { FactoryListPage } from './FactoryListPage';

/** Lines of the factory model (spec 001 §3), organisations of the tree with the factory's own fields. */
export default function LineListPage() {
  return <FactoryListPage kind="line" />;
}
