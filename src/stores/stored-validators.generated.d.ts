// Types for the generated validators (stored-validators.generated.js): each checks, and strips unknown keys from, the value kept under its key.
import type { StoredName, StoredValue } from './stored-schemas';

type Validators = { [K in StoredName]: (data: unknown) => data is StoredValue<K> };
export declare const FavouritedCars: Validators['FavouritedCars'];
export declare const ViewCar: Validators['ViewCar'];
export declare const EnquireCar: Validators['EnquireCar'];
export declare const SearchHistory: Validators['SearchHistory'];
export declare const User: Validators['User'];
export declare const SuccessCategory: Validators['SuccessCategory'];
export declare const Watchlist: Validators['Watchlist'];
