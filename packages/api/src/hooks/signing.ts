// One hook per call of endpoints/signing.ts.
import { mutationHook, queryHook } from './factories';

/** POST dokobit/auth/mobile/ — Starts a Mobile-ID login; answers the token and control code. */
export const useMobileLogin = mutationHook('mobileLogin');

/** POST dokobit/auth/smart/ — Starts a Smart-ID login (country EE). */
export const useSmartLogin = mutationHook('smartLogin');

/** POST dokobit/auth/id-card-v2/ — ID-card login with the token of the card reader page. */
export const useIdCardLogin = mutationHook('idCardLogin');

/** POST dokobit/auth/id-card/ — ID-card login with the certificate (older flow). */
export const useIdCardCertificateLogin = mutationHook('idCardCertificateLogin');

/** POST dokobit/id-card-auth/status/ — Completes an ID-card login with the signature. */
export const useIdCardLoginStatus = mutationHook('idCardLoginStatus');

/** POST document/create-contract/ — Creates the contract to sign (208: it exists). */
export const useCreateContract = mutationHook('createContract');

/** POST document/sign-contract/ — Saves the contract data with the container URL. */
export const useSignContract = mutationHook('signContract');

/** POST dokobit/sign/id-card — Prepares an ID-card signature. */
export const useSignIdCard = mutationHook('signIdCard');

/** POST dokobit/sign/mobile — Starts a Mobile-ID signature. */
export const useSignMobile = mutationHook('signMobile');

/** POST dokobit/sign/smart — Starts a Smart-ID signature. */
export const useSignSmart = mutationHook('signSmart');

/** POST dokobit/sign-container/id-card — Prepares an ID-card signature of a contract container. */
export const useSignContainerIdCard = mutationHook('signContainerIdCard');

/** POST dokobit/sign-container/mobile — Starts a Mobile-ID signature of a contract container. */
export const useSignContainerMobile = mutationHook('signContainerMobile');

/** POST dokobit/sign-container/smart — Starts a Smart-ID signature of a contract container (phone empty). */
export const useSignContainerSmart = mutationHook('signContainerSmart');

/** GET document/contracts/ — The client's contracts. */
export const useContracts = queryHook('contracts');
