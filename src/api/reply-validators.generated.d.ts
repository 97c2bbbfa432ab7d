// Types for the generated validators (reply-validators.generated.js): each checks an API answer against its schema in contract.ts.
import type { Reply, ReplyName } from './contract';

type Validators = { [K in ReplyName]: (data: unknown) => data is Reply<K> };
export declare const error: Validators['error'];
export declare const validationRefusal: Validators['validationRefusal'];
export declare const lead: Validators['lead'];
export declare const success: Validators['success'];
export declare const signInVerify: Validators['signInVerify'];
export declare const watchlist: Validators['watchlist'];
export declare const viewCount: Validators['viewCount'];
export declare const deliveryEstimate: Validators['deliveryEstimate'];
export declare const testDriveSlots: Validators['testDriveSlots'];
export declare const valuation: Validators['valuation'];
