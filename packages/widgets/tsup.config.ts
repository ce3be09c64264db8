import { packageConfig } from '../../tsup.shared';

export default packageConfig();
