/* vm/weak.h — layouts of WeakRef and FinalizationRegistry objects. WeakMap
 * and WeakSet are MapObj (vm/maptable.h) of class CLS_WEAKMAP/CLS_WEAKSET
 * whose table the collector treats as an ephemeron table at majors.
 *
 * FinalizationRegistry records live in `records` (a Values, 3 slots each:
 * target (weak), holdings (strong), unregister token (weak) or V_UNDEF).
 * A free record has holdings V_EMPTY. A record whose target slot reads
 * V_UNDEF after a major is dead: its cleanup runs at the end of the job.
 */
#ifndef TARN_WEAK_H
#define TARN_WEAK_H

#include "vm.h"

typedef struct WeakRefObj { /* CLS_WEAKREF */
    Object o;
    Value target;           /* weak; V_UNDEF once collected */
} WeakRefObj;

typedef struct FinRegObj {  /* CLS_FINREG */
    Object o;
    Value cleanup;          /* callable */
    Value records;          /* Values (3 per record) or V_UNDEF */
    Value used;             /* int32: records in use at the front (some may be free) */
} FinRegObj;

#endif
