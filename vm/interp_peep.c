/* vm/interp_peep.c — a peephole pass over finished bytecode.
 *
 * Rewrites a few common emitted sequences into single interpreter-internal
 * instructions of the SAME byte length (compiler/opcodes.def, the ops after
 * DEBUG_LINE), so jump offsets, the line table and the call-name table stay
 * valid. A sequence is rewritten only when no jump lands inside it.
 * Runs once per prototype, from vm_proto_finish (FuncProto.linked PROTO_FINISHED).
 */
#include <stdlib.h>

#include "frame.h"

static int32_t rd_i32(const uint8_t *p)
{
    return (int32_t)((uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24));
}

static bool is_jump(uint8_t op)
{
    switch (op) {
    case OP_JUMP: case OP_LOOP: case OP_JUMP_IF_FALSE: case OP_JUMP_IF_TRUE:
    case OP_JUMP_IF_FALSE_KEEP: case OP_JUMP_IF_TRUE_KEEP: case OP_JUMP_IF_NOT_NULLISH_KEEP:
    case OP_JUMP_IF_NULLISH: case OP_JUMP_IF_UNDEF: case OP_TRY: case OP_FOR_IN_NEXT: case OP_ITER_NEXT:
    case OP_AITER_RESULT: case OP_AITER_CLOSE: case OP_AITER_CLOSE_THROW: case OP_ADELEGATE:
        return true;
    case OP_LT_JF: case OP_LE_JF: case OP_GT_JF: case OP_GE_JF:
        return true; /* offset at pc + 2, handled by the caller */
    default:
        return false;
    }
}

void vm_peephole(FuncProto *p)
{
    uint8_t *c = p->code;
    uint32_t n = p->code_len;
    if (!c || !n)
        return;
    uint8_t *tgt = calloc(n + 1, 1);
    if (!tgt)
        return;
    for (uint32_t pc = 0; pc < n;) {
        uint8_t op = c[pc];
        if (op >= OP__COUNT || pc + vm_op_len[op] > n)
            goto out; /* not ours to understand: leave it alone */
        if (is_jump(op)) {
            int at = (op == OP_LT_JF || op == OP_LE_JF || op == OP_GT_JF || op == OP_GE_JF) ? 2 : 1;
            int64_t t = (int64_t)pc + vm_op_len[op] + rd_i32(c + pc + at);
            if (t >= 0 && t <= n)
                tgt[t] = 1;
        }
        pc += vm_op_len[op];
    }
    for (uint32_t pc = 0; pc < n;) {
        uint8_t op = c[pc];
        uint32_t len = vm_op_len[op];
        if (op == OP_DUP && pc + 5 <= n && c[pc + 1] == OP_PUT_LOC && c[pc + 4] == OP_POP && !tgt[pc + 1] &&
            !tgt[pc + 4]) {
            c[pc] = OP_SET_LOC;
            c[pc + 1] = c[pc + 2];
            c[pc + 2] = c[pc + 3];
            c[pc + 3] = c[pc + 4] = 0;
            pc += 5;
            continue;
        }
        if (op == OP_GET_LOC && pc + 10 <= n && c[pc + 3] == OP_TO_NUMERIC && c[pc + 4] == OP_DUP &&
            (c[pc + 5] == OP_INC || c[pc + 5] == OP_DEC) && c[pc + 6] == OP_PUT_LOC && c[pc + 7] == c[pc + 1] &&
            c[pc + 8] == c[pc + 2] && c[pc + 9] == OP_POP && !tgt[pc + 3] && !tgt[pc + 4] && !tgt[pc + 5] &&
            !tgt[pc + 6] && !tgt[pc + 9]) {
            c[pc] = c[pc + 5] == OP_INC ? OP_INC_LOC : OP_DEC_LOC;
            for (int i = 3; i < 10; i++)
                c[pc + i] = 0;
            pc += 10;
            continue;
        }
        if (op == OP_GET_LOC && pc + 3 < n && (c[pc + 3] == OP_GET_FIELD || c[pc + 3] == OP_GET_FIELD2)) {
            c[pc] = c[pc + 3] == OP_GET_FIELD ? OP_GET_LOC_FIELD : OP_GET_LOC_FIELD2;
            pc += len;
            continue;
        }
        if ((op == OP_PUSH_THIS || op == OP_PUSH_THIS_SLOPPY) && pc + 1 < n && c[pc + 1] == OP_GET_FIELD) {
            c[pc] = OP_PUSH_THIS_FIELD;
            pc += len;
            continue;
        }
        if ((op == OP_LT || op == OP_LE || op == OP_GT || op == OP_GE) && pc + 6 <= n &&
            c[pc + 1] == OP_JUMP_IF_FALSE && !tgt[pc + 1]) {
            c[pc] = op == OP_LT ? OP_LT_JF : op == OP_LE ? OP_LE_JF : op == OP_GT ? OP_GT_JF : OP_GE_JF;
            c[pc + 1] = 0; /* pad: the i32 offset stays at pc + 2, relative to pc + 6 as before */
            pc += 6;
            continue;
        }
        pc += len;
    }
out:
    free(tgt);
}
