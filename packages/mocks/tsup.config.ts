import { packageConfig } from '../../tsup.shared';

// The sources are @epp/fixtures' (two folders up): its declarations are emitted from the repository root.
export default packageConfig({}, { declarationRoot: '../..' });
