// The floor: the same rows generated and kept, one row's name rendered, no table. Its heap is the data's own
// share of every contender's heap; its mount is the harness's overhead.
import { textAt } from './cells';
import { startBench } from './harness';

startBench({
  firstRowText: () => textAt('[data-bench="first-name"]'),
  eanSortTarget: '',
  nameFilterInput: '',
  render: (rows) => <p data-bench="first-name">{rows[0]?.name}</p>,
});
