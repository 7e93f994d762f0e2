/* compiler/disasm.c — human-readable bytecode listings (tarn --disasm).
 *
 * Reads a finished FuncProto only (never allocates on the JS heap): offset,
 * opcode name, operands, resolved constants and the source line, then the
 * nested prototypes. Operand layouts come from compiler/opcodes.def.
 */
#include <stdio.h>
#include <string.h>

#include "emit.h"

const char *const emit_op_names[] = {
#define OP(name, bytes, effect, doc) #name,
#include "opcodes.def"
#undef OP
};
const int8_t emit_op_bytes[] = {
#define OP(name, bytes, effect, doc) bytes,
#include "opcodes.def"
#undef OP
};
const int8_t emit_op_effect[] = {
#define OP(name, bytes, effect, doc) effect,
#include "opcodes.def"
#undef OP
};

static uint16_t rd16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }
static int32_t rd32(const uint8_t *p)
{
    return (int32_t)((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24);
}

static void print_value(FILE *out, Value v)
{
    if (v_is_int(v)) {
        fprintf(out, "%d", v_get_int(v));
    } else if (v_is_double(v)) {
        fprintf(out, "%.17g", v_get_double(v));
    } else if (v_is_type(v, T_STRING)) {
        String *s = v_str(v);
        fputc('"', out);
        for (uint32_t i = 0; i < s->len && i < 60; i++) {
            uint16_t c = str_at(s, i);
            if (c == '\n')
                fputs("\\n", out);
            else if (c == '"')
                fputs("\\\"", out);
            else if (c >= 0x20 && c < 0x7f)
                fputc(c, out);
            else
                fprintf(out, "\\u%04x", c);
        }
        if (s->len > 60)
            fputs("...", out);
        fputc('"', out);
    } else if (v == V_UNDEF) {
        fputs("undefined", out);
    } else {
        fprintf(out, "<value %#llx>", (unsigned long long)v);
    }
}

static void print_const(FILE *out, const FuncProto *p, uint16_t k)
{
    if (k < p->nconsts)
        print_value(out, p->consts[k]);
    else
        fprintf(out, "<bad const %u>", k);
}

static uint32_t line_at(const FuncProto *p, uint32_t pc, uint32_t *col)
{
    uint32_t line = 0;
    *col = 0;
    for (uint32_t i = 0; i < p->nlines && p->lines[i].pc <= pc; i++) {
        line = p->lines[i].line;
        *col = p->lines[i].col;
    }
    return line;
}

static void disasm_one(FILE *out, const FuncProto *p, int depth)
{
    char name[80] = "<anonymous>";
    if (p->flags & FP_TOPLEVEL)
        snprintf(name, sizeof name, "<script>");
    else if (v_is_type(p->name, T_STRING) && v_str(p->name)->len) {
        String *s = v_str(p->name);
        uint32_t n = s->len < 70 ? s->len : 70;
        for (uint32_t i = 0; i < n; i++) {
            uint16_t c = str_at(s, i);
            name[i] = (char)(c < 0x80 ? c : '?');
        }
        name[n] = 0;
    }
    fprintf(out, "%*s== %s (%s) params=%u length=%u slots=%u stack=%u upvals=%u consts=%u ics=%u flags=%#x\n",
            depth * 2, "", name, p->file ? p->file : "?", p->nparams, p->length, p->nslots, p->max_stack,
            p->nupvals, p->nconsts, p->nics, p->flags);
    for (uint32_t i = 0; i < p->nupvals; i++)
        fprintf(out, "%*s   upval %u: %s %u\n", depth * 2, "", i, p->upvals[i].from_local ? "local" : "upval",
                p->upvals[i].index);
    uint32_t last_line = 0;
    for (uint32_t pc = 0; pc < p->code_len;) {
        const uint8_t *ip = p->code + pc;
        uint8_t op = *ip;
        if (op >= OP__COUNT) {
            fprintf(out, "%*s%5u  <bad opcode %u>\n", depth * 2, "", pc, op);
            break;
        }
        uint32_t col, line = line_at(p, pc, &col);
        fprintf(out, "%*s%5u  %-22s", depth * 2, "", pc, emit_op_names[op]);
        const uint8_t *a = ip + 1;
        switch (op) {
        case OP_PUSH_I8: fprintf(out, " %d", (int8_t)a[0]); break;
        case OP_PUSH_I32: fprintf(out, " %d", rd32(a)); break;
        case OP_PUSH_CONST: fprintf(out, " "); print_const(out, p, rd16(a)); break;
        case OP_GET_LOC: case OP_PUT_LOC: case OP_BOX_NEW: case OP_BOX_COPY: case OP_GET_BOX:
        case OP_GET_LOC_FIELD: case OP_GET_LOC_FIELD2:
        case OP_PUT_BOX:
            fprintf(out, " loc%u", rd16(a)); break;
        case OP_GET_UPVAL: case OP_PUT_UPVAL: fprintf(out, " up%u", rd16(a)); break;
        case OP_GET_LOC_CHECK: case OP_GET_BOX_CHECK:
            fprintf(out, " loc%u ", rd16(a)); print_const(out, p, rd16(a + 2)); break;
        case OP_GET_UPVAL_CHECK:
            fprintf(out, " up%u ", rd16(a)); print_const(out, p, rd16(a + 2)); break;
        case OP_GET_GLOBAL: case OP_GET_GLOBAL_OR_UNDEF: case OP_PUT_GLOBAL: case OP_GET_FIELD:
        case OP_GET_FIELD2: case OP_PUT_FIELD: case OP_DEFINE_FIELD:
            fprintf(out, " "); print_const(out, p, rd16(a)); fprintf(out, " ic%u", rd16(a + 2)); break;
        case OP_DECL_GLOBAL:
            fprintf(out, " "); print_const(out, p, rd16(a)); fprintf(out, " kind=%u", a[2]); break;
        case OP_DELETE_FIELD: case OP_GET_SUPER: case OP_PUT_SUPER: case OP_MAKE_CLASS:
            fprintf(out, " "); print_const(out, p, rd16(a)); break;
        case OP_NEW_ARRAY: case OP_COPY_REST: fprintf(out, " %u", rd16(a)); break;
        case OP_NEW_REGEXP:
            fprintf(out, " "); print_const(out, p, rd16(a)); fprintf(out, " "); print_const(out, p, rd16(a + 2)); break;
        case OP_TEMPLATE_OBJECT: fprintf(out, " cache%u n=%u", rd16(a), rd16(a + 2)); break;
        case OP_NEW_PRIVATE_NAME: fprintf(out, " "); print_const(out, p, rd16(a)); break;
        case OP_GET_PRIVATE: case OP_PUT_PRIVATE: case OP_DEFINE_PRIVATE:
            fprintf(out, " kind=%u class ", a[0]); print_const(out, p, rd16(a + 1)); break;
        case OP_REQUIRE_OBJECT:
            if (rd16(a) == 0xFFFF)
                fprintf(out, " -");
            else {
                fprintf(out, " ");
                print_const(out, p, rd16(a));
            }
            break;
        case OP_CLOSURE: fprintf(out, " proto%u", rd16(a)); break;
        case OP_DEFINE_PROP:
            fprintf(out, " flags=%#x ", a[0]);
            if (a[0] & 8)
                fprintf(out, "[computed]");
            else
                print_const(out, p, rd16(a + 1));
            break;
        case OP_NEW_OBJECT_N: fprintf(out, " n=%u", a[0]); break;
        case OP_CALL: case OP_NEW: case OP_SUPER_CALL: fprintf(out, " argc=%u", a[0]); break;
        case OP_THROW_ERROR: fprintf(out, " kind=%u ", a[0]); print_const(out, p, rd16(a + 1)); break;
        case OP_JUMP: case OP_LOOP: case OP_JUMP_IF_FALSE: case OP_JUMP_IF_TRUE:
        case OP_JUMP_IF_FALSE_KEEP: case OP_JUMP_IF_TRUE_KEEP: case OP_JUMP_IF_NOT_NULLISH_KEEP:
        case OP_JUMP_IF_NULLISH: case OP_JUMP_IF_UNDEF: case OP_TRY: case OP_FOR_IN_NEXT:
        case OP_ITER_NEXT: case OP_AITER_RESULT: case OP_AITER_CLOSE: case OP_AITER_CLOSE_THROW: case OP_ADELEGATE:
            fprintf(out, " -> %d", (int32_t)(pc + 5) + rd32(a)); break;
        default: break;
        }
        if (line && line != last_line) {
            fprintf(out, "   ; line %u:%u", line, col);
            last_line = line;
        }
        fputc('\n', out);
        pc += 1 + (uint32_t)emit_op_bytes[op];
    }
    for (uint32_t i = 0; i < p->nprotos; i++) {
        fprintf(out, "%*s-- proto%u:\n", depth * 2, "", i);
        int inner = depth;
        if (compile_depth_enter(&inner, COMPILE_MAX_TREE_DEPTH)) /* never false for the compiler's output */
            disasm_one(out, p->protos[i], inner);
    }
}

void compile_disasm(FILE *out, const FuncProto *p)
{
    if (p)
        disasm_one(out, p, 0);
}
